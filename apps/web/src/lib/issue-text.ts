import { problemOfIssue } from '@foleni/contract';
import type { TFunction } from 'i18next';
import type { ProblemBody } from './problem-text';
import { problemText } from './problem-text';

/**
 * A failed check of a contract schema in the current language, found by the code the contract
 * gave the check; a check without one (none of the forms' own) shows zod's words.
 */
export function issueText(t: TFunction, issue: { message: string }): string {
  const problem = problemOfIssue(issue);
  if (!problem) {
    return issue.message;
  }
  const params = problem.params as ProblemBody['params'];
  return problemText(t, { code: problem.code, message: issue.message, params });
}
