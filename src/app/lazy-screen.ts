import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement } from 'react';
import type { TArea } from '../i18n/core.ts';
import { loadAreas } from '../i18n/load.ts';

type TModule = { default: ComponentType };
type TLoader = () => Promise<TModule>;

const loaders = new WeakMap<object, () => Promise<TModule>>();

/**
 * React.lazy that does not suspend once its chunk is here. A plain lazy component suspends on its
 * first render even when the module is cached, and React holds a revealed Suspense boundary back
 * for up to 300 ms (its fallback throttle): that, not the data, was most of a repeat visit's
 * 400 ms (issue #16). Here the factory answers with a thenable that resolves synchronously when
 * the module was preloaded, so React renders the screen in the same pass. A screen's catalogue
 * area loads beside its chunk.
 */
export function lazyScreen(load: TLoader, areas: readonly TArea[] = []): LazyExoticComponent<ComponentType> {
  let loaded: TModule | null = null;
  let loading: Promise<TModule> | null = null;
  const preload = () => {
    // The screen's words (issue #29) come with its chunk, in the active language.
    loading ??= Promise.all([load(), loadAreas(areas)]).then(([module]) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const component = lazy(() =>
    loaded
      ? // A thenable that calls back at once: React marks the lazy component resolved right away.
        // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable; this one is synchronous on purpose.
        ({ then: (resolve: (m: TModule) => void) => resolve(loaded!) } as unknown as Promise<TModule>)
      : preload(),
  );
  loaders.set(component, preload);
  return component;
}

/** Starts loading every lazy screen inside a route's element (guards wrap their screen). */
export function preloadElement(element: ReactElement | null | undefined): Promise<unknown> {
  if (!element || typeof element !== 'object') return Promise.resolve();
  const preload = loaders.get(element.type as object);
  if (preload) return preload();
  const children = (element.props as { children?: ReactElement | ReactElement[] })?.children;
  const list = Array.isArray(children) ? children : children ? [children] : [];
  return Promise.all(list.map(preloadElement));
}
