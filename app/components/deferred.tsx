/**
 * Parts of a page hydrated when the visitor first acts instead of at load (ADR 026): the forms, the
 * search box, the content modules. The server renders them with the page, so the page reads, and works without
 * JavaScript, as before; in the browser their code (the form kit with conform, the combobox with
 * match-sorter, the property and project pages) is fetched at the visitor's first pointer move or
 * press, key press or touch, and
 * React then hydrates the server's HTML in place: what the visitor typed meanwhile stays.
 *
 *   // footer-newsletter-form.deferred.tsx: export default function FooterNewsletterForm(props) {…}
 *   const NewsletterForm = deferredPart<FooterNewsletterFormProps>("/app/components/shell/footer-newsletter-form.deferred.tsx");
 *   <NewsletterForm action={…} setup={…} />
 *
 * How: a part's first render in the browser suspends inside its own <Suspense>; React 18 keeps a
 * suspended boundary's server HTML during hydration and hydrates it once the code is there. The
 * server has every part at hand (deferred-parts.server.ts registers them), so it never suspends.
 * A part mounted after hydration (a client navigation) normally finds its code there already, the
 * visitor having acted; if not, its place stays empty until the code comes.
 * A form sent before its part is hydrated (forms/held-submit.ts) is held until it is, then sent
 * again, so the browser still checks it first; without the code within 3 s the server checks it.
 */
import { createContext, memo, Suspense, useContext, useEffect, useState, type ComponentType } from "react";
import { useTranslation, type LazyNamespace } from "~/components/translation";

// Each part's module, by path: the browser fetches one when the visitor first acts.
type PartModule = Record<string, ComponentType<never>>;
const loaders = import.meta.glob<PartModule>("/app/**/*.deferred.tsx");
const parts = new Map<string, PartModule>();
const loading = new Map<string, Promise<void>>();
let hydrated = false;

/** The server's parts, all at hand before the first render (deferred-parts.server.ts). */
export function provideDeferredParts(modules: Record<string, PartModule>) {
  for (const [path, module] of Object.entries(modules)) parts.set(path, module);
}

// A mouse that moves is a visitor about to use the page (the gallery's buttons are there by the
// time the pointer reaches them). Not focus: the page moves focus itself (the consent dialog),
// which is no act of the visitor.
const ACTS = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;
let act: (() => void) | null = null;
let firstAct: Promise<void> | null = null;

/** Resolves at the visitor's first act on the page, or when actNow() is called. */
function visitorActs(): Promise<void> {
  firstAct ??= new Promise<void>((acted) => {
    act = () => {
      for (const name of ACTS) window.removeEventListener(name, actNow, true);
      acted();
      // Every part at once: a page reached later by a client navigation then shows its parts at once.
      for (const path of Object.keys(loaders)) void loadPart(path);
    };
    for (const name of ACTS) window.addEventListener(name, actNow, { capture: true, passive: true });
  });
  return firstAct;
}

/** The parts' code is wanted now (a form sent before any act was seen, a script's submit). */
export function actNow() {
  visitorActs();
  act?.();
}

/** The part's code, asked for once; a failed fetch (offline a moment) is asked for again at the next act. */
function loadPart(path: string): Promise<void> {
  let promise = loading.get(path);
  if (!promise) {
    const load = loaders[path];
    if (!load) throw new Error(`No deferred part at ${path}`);
    promise = visitorActs()
      .then(load)
      .then(
        (module) => {
          parts.set(path, module);
        },
        () => {
          loading.delete(path);
          firstAct = null;
        },
      );
    loading.set(path, promise);
  }
  return promise;
}

// Listening from the start (this module comes with the shell, before hydration): an early act counts.
if (typeof window !== "undefined") void visitorActs();

/** Inside a part: a part there keeps its boundary, as the server rendered it (the outer part may be hydrating). */
const InsidePart = createContext(false);

function Part<P>({ path, name, texts, props }: { path: string; name: string; texts: LazyNamespace[]; props: P }) {
  const { fetchTexts } = useTranslation();
  const module = parts.get(path);
  if (!module) {
    if (typeof document === "undefined") throw new Error(`Deferred part ${path} is not registered on the server`);
    // Suspends: React keeps the server's HTML (hydration) or the page shown (navigation) meanwhile.
    // The part's texts come with its code, not after it.
    throw Promise.all([loadPart(path), ...texts.map((namespace) => visitorActs().then(() => fetchTexts(namespace)))]);
  }
  const Component = module[name] as ComponentType<P> | undefined;
  if (!Component) throw new Error(`${path} has no component ${name}`);
  return (
    <InsidePart.Provider value={true}>
      <Component {...(props as P & React.JSX.IntrinsicAttributes)} />
    </InsidePart.Provider>
  );
}

/** In the root: marks the page hydrated, after which a part whose code is there renders without a boundary of its own. */
export function HydrationMark() {
  useEffect(() => {
    hydrated = true;
  }, []);
  return null;
}

/**
 * A component whose code the browser fetches when the visitor first acts: the export `name` of the
 * .deferred.tsx module at `path` (from the repository's root, as Vite's glob names it), with the
 * text namespaces it renders with.
 */
export function deferredPart<P extends object>(path: string, name = "default", texts: LazyNamespace[] = []): ComponentType<P> {
  // Memoized: an ancestor's re-render with the same props must not reach a boundary still waiting to
  // hydrate (outside a transition React would give up its server HTML, error #421).
  function DeferredPart(props: P) {
    // Decided at mount: a boundary's place in the tree must not change while it waits to hydrate.
    const inside = useContext(InsidePart);
    const [direct] = useState(() => !inside && hydrated && parts.has(path));
    if (direct) return <Part path={path} name={name} texts={texts} props={props} />;
    return (
      <Suspense fallback={null}>
        <Part path={path} name={name} texts={texts} props={props} />
      </Suspense>
    );
  }
  return memo(DeferredPart) as unknown as ComponentType<P>;
}
