import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

/** Renders fields inside a react-final-form form; `onSubmit` receives the values. */
export function FormHarness({
  children,
  onSubmit = () => undefined,
}: {
  children: ReactNode;
  onSubmit?: (values: Record<string, unknown>) => void;
}) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <button type="submit">Submit</button>
        </form>
      )}
    />
  );
}
