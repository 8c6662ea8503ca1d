// A dealership's own software in Settings (issue 41, decision 058).
export { IntegrationsSection } from './components/integrations-section.tsx';
