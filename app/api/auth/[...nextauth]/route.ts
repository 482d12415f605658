import NextAuth from "next-auth";
import { authOptions } from "@/app/_server/auth";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
