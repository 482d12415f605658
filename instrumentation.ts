// Runs once when Next.js starts in a process. Under `npm start` / `npm run dev` (scripts/server.ts)
// start-up has already run and this call just awaits it; under plain `next start` it is the start-up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server/start-server");
  await startServer();
}
