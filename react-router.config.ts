// React Router framework mode: every page is rendered on the server and hydrated in the browser.
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // v8 behaviour now, so the upgrade changes nothing. Middleware stays off: loaders get a plain load context.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
