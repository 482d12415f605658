import { z } from "zod";

/**
 * In the browser, zod parses without compiling code: its JIT probes `new Function` once, and the
 * dashboard's content security policy (script-src without 'unsafe-eval') reports even that caught
 * probe as a violation. Imported first by the modules that build schemas for the pages (before any
 * `z.object` is made, which is when zod probes); the server keeps the JIT.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
