/**
 * How many model sequences a run makes: 200 in `npm test`, 2,000 with RELIABILITY_SCALE=full,
 * or MONEY_MODEL_RUNS. The seed is MONEY_MODEL_SEED when replaying, else a fresh one.
 */
export function modelRuns(env: NodeJS.ProcessEnv) {
  const full = env.RELIABILITY_SCALE === "full";
  const numRuns = Number(env.MONEY_MODEL_RUNS ?? (full ? 2_000 : 200));
  const seed = env.MONEY_MODEL_SEED ? Number(env.MONEY_MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);
  return {
    numRuns,
    seed,
    path: env.MONEY_MODEL_PATH,
    ci: env.CI === "true",
    // Generous: a sequence takes well under a second; the bound only stops a hung run.
    timeoutMs: Math.max(120_000, numRuns * 3_000),
  };
}
