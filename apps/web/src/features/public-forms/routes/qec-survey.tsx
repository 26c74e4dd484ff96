import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQecActivation } from '../api/qec-survey';
import { PublicFormPage } from '../components/public-form-page';
import { QecSurveyForm } from '../components/qec-survey-form';

/** `/qec/:qecId/:token`: the public QEC (HMD) worker survey, no login (SPEC §2, §6). */
export function QecSurveyRoute() {
  const { qecId = '', token = '' } = useParams();
  const { i18n } = useTranslation();
  const activation = useQecActivation(qecId, token, i18n.language);
  return (
    <PublicFormPage
      activation={activation}
      renderForm={(form, onEnd) => (
        <QecSurveyForm activation={form} qecId={qecId} token={token} onEnd={onEnd} />
      )}
    />
  );
}
