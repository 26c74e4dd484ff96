import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuestionnaireActivation } from '../api/questionnaire';
import { PublicFormPage } from '../components/public-form-page';
import { QuestionnaireForm } from '../components/questionnaire-form';

/** `/survey/:kind/:id/:token`: the public page of a survey method declared with a questionnaire. */
export function QuestionnaireRoute() {
  const { kind = '', id = '', token = '' } = useParams();
  const { i18n } = useTranslation();
  const link = { kind, id, token };
  const activation = useQuestionnaireActivation(link, i18n.language);
  return (
    <PublicFormPage
      activation={activation}
      renderForm={(form, onEnd) => (
        <QuestionnaireForm activation={form} link={link} onEnd={onEnd} />
      )}
    />
  );
}
