// Where the service worker is registered from: the plain script in production builds, and in development the same
// script told so, since push (and so the worker) is part of what a developer tries with `npm run dev`.
import { publicEnv } from "@/lib/settings/environment";
import { serviceWorkerUrl } from "@/lib/client/service-worker";

afterEach(() => jest.restoreAllMocks());

test("a production build registers /sw.js", () => {
  jest.replaceProperty(publicEnv, "isProductionBuild", true);
  expect(serviceWorkerUrl()).toBe("/sw.js");
});

test("a development server registers the worker too, telling it not to keep build files", () => {
  jest.replaceProperty(publicEnv, "isProductionBuild", false);
  expect(serviceWorkerUrl()).toBe("/sw.js?development");
});
