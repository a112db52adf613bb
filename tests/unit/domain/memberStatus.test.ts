import { describe, expect, it } from 'vitest';
import { allowedMemberStatuses } from '../../../src/domain/memberStatus';

describe('allowedMemberStatuses', () => {
  it('keeps an invitation pending or suspends it; never activates it for the person', () => {
    expect(allowedMemberStatuses('invited')).toEqual(['invited', 'suspended']);
  });
  it('suspends an active person and reinstates a suspended one; nobody goes back to invited', () => {
    expect(allowedMemberStatuses('active')).toEqual(['active', 'suspended']);
    expect(allowedMemberStatuses('suspended')).toEqual(['active', 'suspended']);
  });
});
