import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import { runtimeKey } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import { typeOptions, zoneOptions, type ChoiceOption, type ZoneOptions } from "./options";

/** The catalogue's choices of the forms in a language: property types and demand zones. */
export async function formChoices(
  context: Pick<AppContext, "catalogue">,
  lang: Language,
): Promise<{ types: ChoiceOption[]; zones: ZoneOptions }> {
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  return {
    types: typeOptions(catalogue, (webId) => t(runtimeKey(`types.${webId}`))),
    zones: zoneOptions(catalogue, lang, (region) => t(`forms.regions.${region}`)),
  };
}
