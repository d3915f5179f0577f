// Rspack writes the build mode in here ("production" or "development"); vitest sets "test".
declare const process: { env: { NODE_ENV?: string } };

/** A server answer that its endpoint's contract refuses: the two sides drifted. */
export class ContractDriftError extends Error {
  constructor(
    readonly call: string,
    readonly issues: string,
  ) {
    super(`${call} answered a shape its contract refuses: ${issues}`);
    this.name = 'ContractDriftError';
  }
}

type Contract = {
  safeParse(
    payload: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * In dev and test builds, checks a successful answer against its endpoint's contract and throws
 * ContractDriftError when they disagree; the answer itself is passed on untouched, so production
 * (which skips the check) behaves the same. Calls without a contract (files, empty answers) pass.
 */
export const checkAnswerWith = (call: string, contract: Contract | undefined, payload: unknown): void => {
  if (process.env.NODE_ENV !== 'production' && payload !== undefined && contract) {
    const result = contract.safeParse(payload);
    if (result.success) return;
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    throw new ContractDriftError(call, issues);
  }
};
