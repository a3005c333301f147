import { messages } from '@foleni/contract/messages';
import type { Messages } from '../en';

/** The API's plain sentences; those with values are in `locales/errors`. */
const { tooLong: _tooLong, requestRefused: _requestRefused, ...apiTexts } = messages.api;

/**
 * English texts of the account pages (sign in, sign up, reset, activation) and the dashboard.
 * They are not part of the landing page's first download: `i18n/account.ts` adds them when the
 * first of those pages loads. `sw.ts` beside this file must translate every key.
 */
export const enAccount = {
  auth: {
    optional: '(optional)',
    login: {
      pageTitle: 'Sign In',
      title: 'Sign in to Foleni',
      subtitle: 'Welcome back. Sign in to see your queues, routes and account.',
      username: 'Email or username',
      usernamePlaceholder: 'you@example.com',
      password: 'Password',
      submit: 'Sign In',
      forgot: 'Forgot password?',
      noAccount: 'New to Foleni?',
      createAccount: 'Create an account',
      orContinueWith: 'or continue with',
      google: 'Google',
      facebook: 'Facebook',
    },
    signup: {
      pageTitle: 'Create an account',
      title: 'Create your Foleni account',
      subtitle:
        'For Saccos and passengers. Station, owner and driver accounts are set up by Foleni.',
      firstname: 'First name',
      lastname: 'Last name',
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      phone: 'Phone number',
      phonePlaceholder: '0712 345 678',
      nationalId: 'National ID number',
      role: 'I am signing up as',
      roles: {
        CUSTOMER: 'A passenger',
        SACCO: 'A Sacco',
      },
      password: 'Password',
      confirmPassword: 'Confirm password',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      doneTitle: 'Check your e-mail',
      doneEmail: 'We sent the activation link to {{email}}.',
      goToLogin: 'Go to Sign In',
      resend: 'Send the link again',
    },
    forgot: {
      pageTitle: 'Forgot password',
      title: 'Reset your password',
      subtitle:
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'Email',
      submit: 'Send reset link',
      backToLogin: 'Back to Sign In',
    },
    reset: {
      pageTitle: 'Choose a new password',
      title: 'Choose a new password',
      subtitle: 'Type your new password twice. It needs at least 6 characters.',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Save new password',
      noTokenTitle: 'Open the link from your e-mail',
      noTokenBody:
        'To choose a new password, open the link in the e-mail we sent you. It works once and for one hour. No e-mail, or has the link expired? Ask for a new one.',
      requestLink: 'Send me a reset link',
      signIn: 'Sign In',
    },
    activate: {
      pageTitle: 'Activate your account',
      confirmBody: 'Press the button to activate your Foleni account.',
      confirm: 'Activate my account',
      activating: 'Activating your account…',
      doneTitle: 'Account activated',
      failedTitle: 'Activation failed',
      noTokenTitle: 'Activate your account',
      noTokenBody:
        'Open the activation link in the e-mail we sent when you signed up. It works once and for 48 hours. Lost it, or has it expired?',
      resend: 'Send a new activation link',
      signIn: 'Sign In',
    },
    resend: {
      pageTitle: 'Resend activation link',
      title: 'Get a new activation link',
      subtitle:
        'Enter the e-mail address you signed up with. If the account is still waiting for activation, we send it a new link.',
      email: 'Email',
      submit: 'Send activation link',
      backToLogin: 'Back to Sign In',
    },
    modal: {
      login: 'Sign In',
      signup: 'Create an account',
      reset: 'Reset your password',
    },
    logout: 'Log out',
    guards: {
      notLoggedInBody: 'Sign in to open your dashboard.',
      notActivatedBody:
        'Open the activation link we e-mailed you to start using your dashboard. No e-mail, or has the link expired?',
      resendActivation: 'Send a new activation link',
      suspendedTitle: 'Account suspended',
    },
  },
  /**
   * The contract's texts (spec §5, §8 and the server's account answers), read from the contract
   * itself (its zod-free entry) so the English is never typed twice; sw.ts translates them.
   */
  messages: {
    api: apiTexts,
    account: messages.account,
    login: messages.login,
    signup: messages.signup,
    reset: messages.reset,
    logout: messages.logout,
    guards: messages.guards,
    stations: messages.stations,
    routes: messages.routes,
    session: {
      /** `messages.session.welcome(name)`; web/src/i18n/messages.test.ts pins it. */
      welcome: 'welcome {{name}}',
    },
  },
  account: {
    roles: {
      SYSTEM_ADMIN: 'System admin',
      STATION_ADMIN: 'Station admin',
      SACCO: 'Sacco',
      OWNER: 'Vehicle owner',
      DRIVER: 'Driver',
      CUSTOMER: 'Customer',
    },
    statuses: {
      pending: 'Pending activation',
      active: 'Active',
      suspended: 'Suspended',
    },
  },
  dashboard: {
    pageTitle: 'Dashboard',
    shell: {
      navigation: 'Dashboard navigation',
      openMenu: 'Open menu',
      collapse: 'Collapse menu',
      expand: 'Expand menu',
      accountMenu: 'Account menu for {{name}}',
      profile: 'Profile',
      settings: 'Settings',
      backToSite: 'Foleni home',
    },
    menu: {
      home: 'Dashboard',
      members: 'Members',
      users: 'Users',
      allUsers: 'All users',
      saccos: 'Saccos',
      drivers: 'Drivers',
      queue: 'Queue',
      vehicles: 'Vehicles',
      allVehicles: 'All vehicles',
      addVehicle: 'Add Vehicle',
      routes: 'Routes',
      allRoutes: 'All routes',
      addRoute: 'Add Route',
      routePricing: 'Route Pricing',
      bookings: 'Bookings',
      payments: 'M-Pesa payments',
      stations: 'Stations',
      regions: 'Regions',
      allRegions: 'All regions',
      addRegion: 'Add Region',
      places: 'Places',
      complaints: 'Complaints',
    },
    home: {
      greeting: 'Habari, {{name}}',
      intro:
        'This is your Foleni dashboard. The menu on the left holds everything your role can do.',
      role: 'Role',
      status: 'Status',
      email: 'Email',
      editProfile: 'Your profile',
      settings: 'Settings',
    },
    accounts: {
      title: 'Accounts',
      pending: 'Waiting for approval',
      active: 'Active',
      suspended: 'Suspended',
      manage: 'Manage users',
      loadFailed: 'The account figures could not be loaded.',
    },
    list: {
      retry: 'Try again',
    },
  },
  profile: {
    pageTitle: 'Profile',
    title: 'Your profile',
    details: 'Account details',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    username: 'Username',
    phone: 'Phone number',
    nationalId: 'National ID number',
    role: 'Role',
    status: 'Status',
    notSet: 'Not set',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    pendingNotice:
      'Your account is waiting for activation. Open the link we e-mailed you to use the rest of the dashboard.',
  },
  ussdPin: {
    title: 'USSD PIN',
    lead: 'On a phone without the app, dial the Foleni USSD code with the phone number above. Changing a queue from there asks for this 4-digit PIN.',
    label: 'New 4-digit PIN',
    submit: 'Save PIN',
  },
  sms: {
    title: 'SMS',
    alerts: 'Queue alerts by SMS',
    alertsHelp:
      'A text when your vehicle is called to load and when it is next in line. Automatic sends them only while you are signed in nowhere, as on a phone without the app.',
    mode: {
      auto: 'Automatic',
      on: 'Always',
      off: 'Never',
    },
    language: 'Language of your texts',
    languages: {
      en: 'English',
      sw: 'Kiswahili',
    },
    sendingTo: 'Queue alerts go by SMS to {{phone}}.',
    notSending: 'Queue alerts do not go by SMS now.',
    noPhone: 'Add your phone number to get texts.',
    loadFailed: 'Your SMS choices could not be loaded.',
    saveFailed: 'Your SMS choice could not be saved.',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    redirecting: 'Taking you to the home page…',
  },
  settings: {
    pageTitle: 'Settings',
    title: 'Settings',
    appearance: 'Appearance',
    darkMode: 'Dark mode',
    darkModeHelp: 'A dark background, easier on the eyes at night and on a phone in the sun.',
    language: 'Language',
  },
  users: {
    pageTitle: 'Users',
    title: 'Users',
    subtitle: 'Approve new accounts, suspend accounts and change roles.',
    search: 'Search users',
    searchPlaceholder: 'Name, e-mail, username or phone',
    roleFilter: 'Role',
    allRoles: 'All roles',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    total_one: '{{count}} account',
    total_other: '{{count}} accounts',
    name: 'Name',
    role: 'Role',
    status: 'Status',
    phone: 'Phone',
    actions: 'Actions',
    you: 'You',
    approve: 'Approve',
    suspend: 'Suspend',
    changeRole: 'Change role',
    empty: 'No accounts match these filters.',
    loadFailed: 'The list of users could not be loaded.',
    approveTitle: 'Approve {{name}}?',
    approveBody: 'The account becomes active and can sign in and use the dashboard.',
    suspendTitle: 'Suspend {{name}}?',
    suspendBody:
      'The account is signed out everywhere and cannot sign in until it is approved again.',
    roleTitle: 'Change the role of {{name}}',
    roleLabel: 'New role',
    pagination: 'Pages of users',
  },
} as const;

/** The shape the Kiswahili account texts must fill in. */
export type AccountTranslation = Messages<typeof enAccount>;
