import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../../shared/schemas/reports.ts';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useReportForm } from './use-report-form.ts';

/** The report form of ReportButton, in its dialog; loaded the first time someone opens it. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
}: {
  targetType: 'book' | 'store';
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useReportForm(targetType, targetId, () => onOpenChange(false));
  const what = targetType === 'book' ? 'este anúncio' : 'esta loja';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={form.busy}
      title="Denunciar"
      description={`Conte à equipe do Releia o que há de errado com ${what}. Quem anunciou não saberá quem denunciou.`}
      onSubmit={() => void form.submit()}
    >
      <SelectField
        label="Motivo"
        error={form.errorOf('reason')}
        value={form.reason}
        onChange={(value) => form.setReason(REPORT_REASONS.find((r) => r.value === value)?.value ?? '')}
      >
        <option value="">Escolha um motivo</option>
        {REPORT_REASONS.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={
          <>
            Detalhes{' '}
            <span className="font-normal text-stone-600">
              {form.reason === 'outro' ? '(obrigatório)' : '(opcional)'}
            </span>
          </>
        }
        error={form.errorOf('details')}
        rows={4}
        maxLength={REPORT_DETAILS_MAX}
        value={form.details}
        onChange={(e) => form.setDetails(e.target.value)}
      />
      <DialogActions busy={form.busy} error={form.serverError} submitLabel="Enviar denúncia" />
    </FormDialog>
  );
}
