import path from "node:path";
import { test as setup } from "@playwright/test";
import { signInPage, type RoleName } from "./support/session";

/** Signs each demo role in once; the browser specs reuse the saved sessions. */
for (const role of ["owner", "cashier", "support"] as RoleName[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInPage(page, role);
    await page.context().storageState({ path: path.resolve(`.tmp/auth/${role}.json`) });
  });
}
