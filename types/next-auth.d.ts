import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: string; sv: number };
  }
  interface User {
    role: string;
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: string;
    /** the user's session version when this session signed in */
    sv?: number;
  }
}
