import { Check, Eye, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { passwordRuleResults } from '../../../shared/schemas/accounts.ts';
import { TextField } from '../form/Field.tsx';

type Props = {
  label?: string;
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur?: () => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Lists the rules of a new password, ticked off as the user types. */
  showRules?: boolean;
  disabled?: boolean;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label = 'Senha', showRules, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      hint={showRules ? <PasswordRules password={props.value} /> : undefined}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visible}
          className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}

export function PasswordRules({ password }: { password: string }) {
  return (
    <ul aria-label="Requisitos da senha" className="mt-0.5 flex flex-col gap-0.5">
      {passwordRuleResults(password).map((rule) => (
        <li
          key={rule.id}
          className={
            rule.ok ? 'flex items-center gap-1.5 text-green-800' : 'flex items-center gap-1.5 text-stone-600'
          }
        >
          {rule.ok ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <X aria-hidden="true" className="size-3.5" />
          )}
          <span>
            {rule.label}
            <span className="sr-only">{rule.ok ? ': atendido' : ': pendente'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
