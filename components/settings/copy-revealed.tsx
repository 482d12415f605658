"use client";

import { CopyButton } from "../intents/copy-button";
import { useFormAnswer } from "./action-form";

/**
 * "Copy" for the value a settings form reveals once (a new signing secret): handed to ActionForm
 * as `revealExtra`, it copies what the form last revealed and says so in a polite live region
 * ("Copied: signing secret"), as every copy button does. `what` names the value.
 */
export function CopyRevealed({ what }: { what: string }) {
  const value = useFormAnswer().reveal?.value;
  return value ? <CopyButton value={value} what={what} /> : null;
}
