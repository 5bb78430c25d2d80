// ESLint flat config: Next.js core web vitals and TypeScript rules.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "lib/generated/**", "coverage/**", "test-results/**", "playwright-report/**", "bench/tmp/**", "next-env.d.ts", "public/api-reference/**"],
  },
];

export default config;
