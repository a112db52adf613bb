import { Title, useTranslate } from 'react-admin';
import { CardServicesPanel } from '../../layout/access/CardServicesPanel';

/** `/card-services`: where a locked Financial account entry leads (spec §2, §4). */
const CardServicesPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('spendboard.card_services_page.title')} />
      <CardServicesPanel />
    </>
  );
};

export default CardServicesPage;
