export { JournalPage as default } from '../features/journal/components/JournalPage';
