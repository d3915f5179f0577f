/**
 * CI runs a fixed seed and a bounded number of cases per route; the long run (`pnpm fuzz:long` in
 * packages/server) sets FUZZ_SEED=random and more cases, and a failure prints the seed to replay:
 * FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run --config vitest.pglite.config.ts test/fuzz
 */
const FIXED_SEED = 20_261_123;
const CI_RUNS_PER_ROUTE = 25;

const seedFrom = (value: string | undefined): number => {
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(value ?? FIXED_SEED);
  return Number.isInteger(seed) ? seed : FIXED_SEED;
};

export const FUZZ_SEED = seedFrom(process.env.FUZZ_SEED);
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? CI_RUNS_PER_ROUTE) || CI_RUNS_PER_ROUTE);
