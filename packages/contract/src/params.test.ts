import { describe, expect, it } from 'vitest';
import { gatewayTokenParams, gatewayTokenQuery, idParams, tokenParams } from './params';

describe('idParams', () => {
  it('turns a path segment of digits into its number', () => {
    expect(idParams.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it.each(['abc', '0', '-1', '1.5', ''])('refuses the id %j', (id) => {
    expect(idParams.safeParse({ id }).success).toBe(false);
  });
});

describe('tokenParams', () => {
  it('takes a token of 1 to 200 characters', () => {
    expect(tokenParams.safeParse({ token: 'a'.repeat(200) }).success).toBe(true);
    expect(tokenParams.safeParse({ token: '' }).success).toBe(false);
    expect(tokenParams.safeParse({ token: 'a'.repeat(201) }).success).toBe(false);
  });
});

describe('gatewayTokenParams', () => {
  it('takes a secret of up to 200 characters, in the path or, optionally, in the query', () => {
    expect(gatewayTokenParams.safeParse({ token: 'a'.repeat(200) }).success).toBe(true);
    expect(gatewayTokenParams.safeParse({ token: 'a'.repeat(201) }).success).toBe(false);
    expect(gatewayTokenParams.safeParse({}).success).toBe(false);
    expect(gatewayTokenQuery.safeParse({}).success).toBe(true);
  });
});
