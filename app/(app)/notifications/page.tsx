// /notifications: verified pickers only (everyone else goes home), and once they have a nickname.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NotificationList } from "@/components/notifications/NotificationList";
import { callerWithNickname } from "@/lib/server/auth/page-access";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  const user = await callerWithNickname();
  if (!user?.verified) redirect("/");
  return (
    <main className={styles.page}>
      <NotificationList />
    </main>
  );
}
