import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChecklistActivation } from '../api/checklist-response';
import { ChecklistResponseForm } from '../components/checklist-response-form';
import { PublicFormPage } from '../components/public-form-page';

/** `/checklist/:uid/:token`: the office safety checklist's public response page, no login. */
export function ChecklistResponseRoute() {
  const { uid = '', token = '' } = useParams();
  const { i18n } = useTranslation();
  const activation = useChecklistActivation(uid, token, i18n.language);
  return (
    <PublicFormPage
      activation={activation}
      renderForm={(form, onEnd) => (
        <ChecklistResponseForm activation={form} uid={uid} token={token} onEnd={onEnd} />
      )}
    />
  );
}
