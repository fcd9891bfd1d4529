import { TextField } from '../form/Field.tsx';

type Props = {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur?: () => void;
  error?: string;
};

/** The sign-in and sign-up email input: a phone offers its email keyboard and leaves the case alone. */
export function EmailField(props: Props) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
