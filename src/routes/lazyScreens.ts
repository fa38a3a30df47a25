/**
 * Route entries whose screen loads on demand. React Router calls `lazy` when a navigation
 * matches the route, alongside the loaders of the routes above it, and renders the matched
 * screens once all of them have arrived: the previous screen stays until then, so a lazy
 * route shows neither a blank page nor an error while its module downloads.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A screen whose module loads when its route is first visited. */
export function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((Component) => ({ Component })) };
}

/**
 * A project screen (its address names the project): the screen and the loader that tells the
 * signed-in layout which project that is load together, as the loader needs the signed-in
 * user's actors, which only signed-in screens download.
 */
export function suiteScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component, { followRouteSuite }] = await Promise.all([load(), import('../wiring/workspace')]);
      return { Component, loader: followRouteSuite };
    },
  };
}
