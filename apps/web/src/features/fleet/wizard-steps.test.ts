import { describe, expect, it } from 'vitest';
import { canOpenStep, stepToShow } from './wizard-steps';

describe('the vehicle wizard steps', () => {
  it('starts a new vehicle at step 1 whatever the address says', () => {
    expect(stepToShow(null, 3)).toBe(1);
    expect(canOpenStep(null, 2)).toBe(false);
  });

  it('resumes a draft at the step the address names, if it is done or next', () => {
    const draft = { status: 'draft', wizard_step: 3 } as const;
    expect(stepToShow(draft, 3)).toBe(3);
    expect(stepToShow(draft, 1)).toBe(1);
    expect(stepToShow(draft, 4)).toBe(3);
    expect(stepToShow(draft, null)).toBe(3);
    expect(stepToShow(draft, 99)).toBe(3);
  });

  it('shows the decision of a vehicle waiting for or decided by its Sacco', () => {
    expect(stepToShow({ status: 'pending_approval', wizard_step: 5 }, 1)).toBe(5);
    expect(stepToShow({ status: 'active', wizard_step: 5 }, 2)).toBe(5);
    expect(stepToShow({ status: 'rejected', wizard_step: 5 }, 1)).toBe(1);
  });

  it('lets the managers of an approved vehicle change, and nothing else', () => {
    const active = { status: 'active', wizard_step: 5 } as const;
    expect(canOpenStep(active, 4)).toBe(true);
    expect(canOpenStep(active, 1)).toBe(false);
    expect(canOpenStep({ status: 'pending_approval', wizard_step: 5 }, 4)).toBe(false);
  });
});
