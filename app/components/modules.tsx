import { useTranslation } from "~/components/translation";
import { formatPhone, telHref } from "~/belgium/phone";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import type { ModuleView } from "~/site/modules.server";
import type { MapView } from "~/map/map-view";
import { ListingGrid } from "./listing-grid";
import { ListingsWithMap } from "./map/listings-with-map";
import { CardPicture } from "./listing-card";
import { Picture } from "./picture";
import { TestimonialsModule } from "./testimonials";

/** A page's content modules in their configured order. */
export function Modules({ modules, view = "list" }: { modules: ModuleView[]; view?: MapView }) {
  const { t } = useTranslation();
  return (
    <>
      {modules.map((module, index) => {
        switch (module.kind) {
          case "article":
            return <div key={index} className="article" dangerouslySetInnerHTML={{ __html: module.html }} />;
          case "team":
            return <TeamModule key={index} module={module} />;
          case "listings":
            return (
              <section key={index} className="module-listings" aria-label={module.title ?? undefined}>
                {module.title ? <h2>{module.title}</h2> : null}
                {module.listings.length === 0 ? <p className="no-results">{t("listings.noResults")}</p> : null}
                {module.map ? (
                  <ListingsWithMap map={module.map} view={view}>
                    <ListingGrid listings={module.listings} perRow={2} headingLevel={module.title ? 3 : 2} eagerFirst={false} />
                  </ListingsWithMap>
                ) : (
                  <ListingGrid listings={module.listings} perRow={module.perRow} headingLevel={module.title ? 3 : 2} eagerFirst={false} />
                )}
              </section>
            );
          case "stats":
            return <StatsModule key={index} module={module} />;
          case "projects":
            return <ProjectsModule key={index} module={module} />;
          case "testimonials":
            return <TestimonialsModule key={index} module={module} />;
        }
      })}
    </>
  );
}

/** The new-build projects, as cards; a module without projects says so (spec §8). */
function ProjectsModule({ module }: { module: Extract<ModuleView, { kind: "projects" }> }) {
  const { t } = useTranslation();
  const Heading = module.title ? "h3" : "h2";
  return (
    <section className="module-projects" aria-label={module.title ?? undefined}>
      {module.title ? <h2>{module.title}</h2> : null}
      {module.projects.length === 0 ? (
        <p className="no-results">{t("projectsModule.none")}</p>
      ) : (
        <ul className="card-grid" style={{ "--per-row": module.perRow } as React.CSSProperties}>
          {module.projects.map((project) => (
            <li key={project.id}>
              <article className="listing-card">
                <CardPicture picture={project.picture} />
                <Heading>
                  <a href={project.href} className="card-link">
                    {project.name}
                  </a>
                </Heading>
                <p className="card-place">{project.place}</p>
                <p className="price">{project.price}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The agency's figures from the catalogue. */
function StatsModule({ module }: { module: Extract<ModuleView, { kind: "stats" }> }) {
  return (
    <section className="stats" aria-label={module.title ?? undefined}>
      {module.title ? <h2>{module.title}</h2> : null}
      <dl className="stats-figures">
        {module.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TeamModule({ module }: { module: Extract<ModuleView, { kind: "team" }> }) {
  const { t } = useTranslation();
  return (
    <section className="team" aria-labelledby={module.title ? "team-title" : undefined}>
      {module.title ? <h2 id="team-title">{module.title}</h2> : null}
      <div className="article" dangerouslySetInnerHTML={{ __html: module.intro }} />
      <ul className="card-grid" style={{ "--per-row": module.perRow } as React.CSSProperties}>
        {module.members.map((member) => (
          <li key={member.id} className="team-member">
            <Picture src={`/media/${member.photo}`} width={800} height={1000} alt="" sizes="(min-width: 960px) 30vw, 90vw" />
            <h3>{member.name}</h3>
            <p className="team-role">{member.role}</p>
            <p>
              <a href={`mailto:${member.email}`} aria-label={t("team.email", { name: member.name })}>
                {member.email}
              </a>
              <br />
              <a href={telHref(member.phone)} aria-label={t("team.phone", { name: member.name })}>
                {formatPhone(member.phone)}
              </a>
            </p>
            <p className="team-languages">
              {t("team.languages", { languages: member.languages.map((code) => LANGUAGE_NAMES[code]).join(", ") })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
