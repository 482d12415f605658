// Runs once when a Next.js server process starts (next start / next dev).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server/start-server");
  await startServer();
}
