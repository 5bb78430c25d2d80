// /notifications: verified pickers only (everyone else goes home), and once they have a nickname.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NotificationList } from "@/components/notifications/NotificationList";
import { nicknameUrl } from "@/lib/domain/account";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  const user = await getCurrentUser();
  if (!user?.verified) redirect("/");
  if (!user.username) redirect(nicknameUrl("/notifications"));
  return (
    <main className={styles.page}>
      <NotificationList />
    </main>
  );
}
