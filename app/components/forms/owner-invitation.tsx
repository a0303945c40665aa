import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/translation";

/** The invitation to owners (home page, for-sale list): a short block linking to the free valuation. */
export function OwnerInvitation({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <aside className="owner-invitation" aria-labelledby="owner-invitation-title">
      <h2 id="owner-invitation-title">{t("owners.title")}</h2>
      <p>{t("owners.text")}</p>
      <Link to={href} className="button">
        {t("owners.link")}
      </Link>
    </aside>
  );
}
