import { getTranslations } from "next-intl/server";
import { ALL_EVENTS } from "@/lib/contract/webhook-events";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";
import { CopyRevealed } from "./copy-revealed";
import { EventChoices } from "./event-choices";

/**
 * A new webhook endpoint: its URL, a description, the types it receives. Once added, the form is
 * empty again for the next one and the focus is on what was added: its secret, shown once under
 * the button, with a copy button.
 */
export async function AddEndpointCard({ add, types }: { add: Action; types: string[] }) {
  const [t, settings] = await Promise.all([getTranslations("settings.endpoints"), getTranslations("settings")]);
  return (
    <Card title={t("addHeading")} id="add-endpoint-heading">
      <ActionForm action={add} submit={t("add")} pendingLabel={settings("saving")} className="grid gap-3 sm:grid-cols-2" resetOnSuccess revealExtra={<CopyRevealed what={t("secretWhat")} />}>
        <Field label={t("url")} name="url" type="url" />
        <Field label={t("description")} name="description" />
        <EventChoices name="events" legend={t("events")} allLabel={t("allEvents")} types={types} chosen={[ALL_EVENTS]} />
      </ActionForm>
    </Card>
  );
}
