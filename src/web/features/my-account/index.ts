/** What other features may use of My Account: its profile form (staff's Manage Customer Profile edits the same fields). */
export { useProfileForm, type ProfileForm, type TProfileFormValues } from './components/use-profile-form';
