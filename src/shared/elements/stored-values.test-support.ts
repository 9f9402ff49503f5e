import fc from 'fast-check';

// Test support: values stored answers may hold, whatever the question's type.

/** Any JSON value at all, plus the odd ones stored answers have been seen to hold. */
export const anyStoredValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('null', 12345, 6135550123, 'x'.repeat(1_000_000), { value: '2' }, [null], -0),
);
