import path from "node:path";

/** The production server `npm start` runs, written by `npm run build` (scripts/server.ts bundled). */
export const SERVER_ENTRY = path.resolve(".next/caja-server.mjs");
