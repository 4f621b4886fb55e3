import { envelopeSchema } from '@portside/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFromContract, responseSerializerCompiler } from './serialization.js';

const contract = envelopeSchema(
  z.object({
    Items: z.array(
      z.object({
        Id: z.string(),
        Eta: z.string().nullable(),
        Containers: z.array(z.string()),
        Weight: z.number().nullable().optional(),
        Mode: z.enum(['sea', 'air']),
        Owner: z.object({ Name: z.string() }).nullable(),
      }),
    ),
    Total: z.number().int(),
    Labels: z.record(z.string(), z.string()),
  }),
);

const answer = {
  ErrorCode: 0,
  Msg: '',
  Body: {
    Items: [
      {
        Id: 'a',
        Eta: null,
        Containers: ['BNCU1234567'],
        Mode: 'sea',
        Owner: { Name: 'Brightwave', passwordHash: 'x' },
        internalNote: 'never sent',
      },
      {
        Id: 'b "quoted" \u2028',
        Eta: '2026-11-21T08:00:00.000Z',
        Containers: [],
        Weight: 12.5,
        Mode: 'air',
        Owner: null,
      },
    ],
    Total: 2,
    Labels: { sea: 'Sea' },
  },
};

const route = { schema: contract, method: 'POST', url: '/x', httpStatus: '200' };

describe('answers written from the compiled contract', () => {
  it('writes the JSON zod writes, and nothing the contract does not name', () => {
    const write = compileFromContract(contract);
    if (!write) throw new Error('the contract did not compile');
    const written = JSON.parse(write(answer));
    expect(written).toEqual(JSON.parse(JSON.stringify(z.encode(contract, answer as never))));
    expect(JSON.stringify(written)).not.toContain('passwordHash');
    expect(JSON.stringify(written)).not.toContain('internalNote');
  });

  it('writes nullable times, bounded texts and numbers as zod does, present or null', () => {
    // zod's JSON schema gives these a pattern or bounds beside their type: the serializer writes
    // them as a type list, like any other nullable scalar, without trying the value on each branch.
    const checked = envelopeSchema(
      z.object({
        At: z.iso.datetime().nullable(),
        Code: z.string().min(3).max(5).nullable(),
        Count: z.number().int().min(0).max(99).nullable(),
      }),
    );
    const write = compileFromContract(checked);
    if (!write) throw new Error('the contract did not compile');
    for (const Body of [
      { At: '2026-11-21T08:00:00.000Z', Code: 'a"b\\c', Count: 7 },
      { At: null, Code: null, Count: null },
    ]) {
      const written = JSON.parse(write({ ErrorCode: 0, Msg: '', Body }));
      expect(written).toEqual(JSON.parse(JSON.stringify(z.encode(checked, { ErrorCode: 0, Msg: '', Body }))));
    }
    // Proof that no branch was tried: a text outside the pattern is written, not refused.
    expect(JSON.parse(write({ ErrorCode: 0, Msg: '', Body: { At: 'soon', Code: null, Count: null } })).Body.At).toBe(
      'soon',
    );
  });

  it('keeps the zod serializer for a contract JSON Schema cannot express', () => {
    const dated = envelopeSchema(z.object({ At: z.date() }));
    expect(compileFromContract(dated)).toBeUndefined();
    const serialize = responseSerializerCompiler({ check: false })({ ...route, schema: dated });
    expect(JSON.parse(serialize({ ErrorCode: 0, Msg: '', Body: { At: new Date('2026-11-21T08:00:00Z') } }))).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: { At: '2026-11-21T08:00:00.000Z' },
    });
  });

  it('in production, writes without checking the answer', () => {
    const serialize = responseSerializerCompiler({ check: false })(route);
    expect(JSON.parse(serialize(answer)).Body.Total).toBe(2);
  });

  it('when checking, refuses an answer that breaks its contract', () => {
    const serialize = responseSerializerCompiler({ check: true })(route);
    expect(JSON.parse(serialize(answer)).Body.Items).toHaveLength(2);
    expect(() => serialize({ ...answer, Body: { ...answer.Body, Total: 'two' } })).toThrow();
  });

  it('when checking, refuses an answer the compiled serializer would write differently', () => {
    // zod trims on the way out; the compiled serializer writes what it is given.
    const trimmed = envelopeSchema(z.object({ Name: z.string().trim() }));
    const serialize = responseSerializerCompiler({ check: true })({ ...route, schema: trimmed });
    expect(serialize({ ErrorCode: 0, Msg: '', Body: { Name: 'tidy' } })).toContain('"tidy"');
    expect(() => serialize({ ErrorCode: 0, Msg: '', Body: { Name: ' untidy ' } })).toThrow(/compiled serializer/);
  });
});
