// Pages here render per request: see components/shell/RenderedPerRequest.tsx.
export { default } from "@/components/shell/RenderedPerRequest";
