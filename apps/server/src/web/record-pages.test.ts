import { describe, expect, it } from 'vitest';
import { fillRecord } from './record-pages';

describe("filling in a record's page", () => {
  const page =
    '<title>Route {{route_id}}</title><meta content="{{route_name}}"><h1>{{route_name}}</h1>';

  it('writes every field where the build left it, safe in text and in attributes', () => {
    expect(fillRecord(page, { route_id: 111, route_name: 'Kencom "Stage" <Karen>' })).toBe(
      '<title>Route 111</title><meta content="Kencom &#34;Stage&#34; &#60;Karen&#62;"><h1>Kencom &#34;Stage&#34; &#60;Karen&#62;</h1>',
    );
  });

  it('writes a value in once: a field inside a value stays text', () => {
    expect(fillRecord('<h1>{{name}}</h1>', { name: '{{name}} & {{x}}' })).toBe(
      '<h1>{{name}} &#38; {{x}}</h1>',
    );
  });

  it('fills nothing when the record lacks a field or it is no text or number', () => {
    expect(fillRecord(page, { route_id: '111' })).toBeNull();
    expect(fillRecord(page, { route_id: '111', route_name: null })).toBeNull();
    expect(fillRecord(page, { route_id: '111', route_name: { en: 'x' } })).toBeNull();
  });
});
