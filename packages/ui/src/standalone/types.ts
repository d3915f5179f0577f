import type { ComponentType } from 'react';

/** A page module as a remote exposes it: the default export is the page (docs/frontend-contract.md). */
export interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: each page declares its own props; the harness passes `props` as given.
  default: ComponentType<any>;
}

/** One page of a remote, mounted by the standalone harness at its product.md path. */
export interface StandalonePage {
  /** The route pattern, as in the shell's route table ("/retailers/:id/edit"). */
  path: string;
  load: () => Promise<PageModule>;
  /** Props the shell's route table passes ({ mode }, { type }). */
  props?: Record<string, unknown>;
}

export interface StandaloneOptions {
  /** The remote's registry name, shown in the harness header. */
  remote: string;
  pages: StandalonePage[];
}
