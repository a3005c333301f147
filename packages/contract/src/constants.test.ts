import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  CHANGE_PASSWORD_REDIRECT_MS,
  MOBILE_DRAWER_WIDTH,
  STATIC_STATS,
  STORAGE_KEYS,
  SUCCESS_TOAST_MS,
} from './constants';

describe('constants', () => {
  it('pins the spec’s timings, sizes and paths', () => {
    expect(SUCCESS_TOAST_MS).toBe(2000);
    expect(CHANGE_PASSWORD_REDIRECT_MS).toBe(3000);
    expect(MOBILE_DRAWER_WIDTH).toBe(320);
    expect(API_BASE_PATH).toBe('/api/v1.0');
  });

  it('keeps the spec’s storage keys', () => {
    expect(STORAGE_KEYS).toStrictEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      complaint: 'complaint',
      theme: 'foleni.theme',
      language: 'foleni.language',
    });
  });

  it('shows the spec’s static statistics', () => {
    expect(STATIC_STATS).toStrictEqual([
      { value: '1,000+', label: 'vehicles queued' },
      { value: '50+', label: 'Saccos' },
      { value: '500+', label: 'drivers and conductors' },
      { value: '100+', label: 'stations' },
    ]);
  });
});
