/** /perfil: the post-publish destination shows the own profile, the same page as /perfil2. */
export { MyProfilePage as Component, MyProfilePage as OwnProfilePage } from './my-profile-page';
