import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects: after the '@' and before each '.', so a
 * long address never splits mid-word while a break there fits. The text reads and copies as
 * one address (a `<wbr>` adds no character).
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
