import { LegalDocument } from './LegalDocument';

const LegalPage = () => <LegalDocument id="legal" />;

export default LegalPage;
