export { MeetingNotesPage as default } from '../features/meeting-notes/components/MeetingNotesPage';
