/**
 * Every user-facing string of the spec (§2 guard screens and search page, §5 validation, §8 error
 * catalogue), word for word. Schemas, the server's error replies and the web's screens all read
 * from here, so a wording change happens in one place and the tests pin it to the spec.
 *
 * A text the spec repeats in several areas is declared once below and referenced from each area,
 * so every area still lists its complete set. Texts with a placeholder are functions taking the
 * value (`messages.session.welcome('Amina')`), so a caller cannot forget to fill it in.
 */

const somethingWentWrong = 'Something went wrong. Please try again.';
const passwordRequired = 'Please input your password!';
const passwordTooShort = 'Password must be at least 6 characters!';
const validEmail = 'Please input a valid email!';
const checkInput = 'Please check your input and try again.';

export const messages = {
  /** Answers of the API that are not about one form. */
  api: {
    checkInput,
    notLoggedIn: 'Authentication credentials were not provided or are invalid.',
    forbidden: 'You do not have permission to perform this action.',
    notActivated: 'Your account is not activated yet. Check your e-mail for the activation link.',
  },
  /** The server's answers about accounts; the spec shows the calls but not these words. */
  account: {
    signedUp: 'Account created. Check your e-mail for the link that activates it.',
    emailTaken: 'An account with this e-mail already exists.',
    usernameTaken: 'This username is already taken.',
    invalidCredentials: 'Invalid e-mail/username or password.',
    suspended: 'This account is suspended. Contact your Sacco or Foleni support.',
    tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
    loggedIn: 'Login successful',
    activated: 'Your account is activated. You can now sign in.',
    activationInvalid: 'This activation link is invalid or has expired. Ask for a new one below.',
    activationSent:
      'If an account with that e-mail is waiting for activation, a new link is on its way.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    loggedOut: 'Logged out successfully',
    resetSent: 'If an account with that e-mail exists, a password reset link is on its way.',
    resetDone: 'Your password has been reset. You can now sign in.',
    resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    passwordChanged: 'Password changed successfully',
    currentPasswordWrong: 'Your current password is incorrect.',
    profileUpdated: 'Profile updated successfully',
    userApproved: 'Account approved',
    userSuspended: 'Account suspended',
    roleChanged: 'Role changed',
    cannotChangeOwnAccount: 'You cannot suspend or change the role of your own account.',
  },
  login: {
    usernameRequired: 'Please input your email or username!',
    passwordRequired,
    passwordTooShort,
    failed: 'Login Failed',
    serverError: 'server error, try again later',
    alertTitle: 'Login Error',
    modalFallback: somethingWentWrong,
    socialComingSoon: 'login coming soon',
  },
  signup: {
    emailInvalid: validEmail,
    phoneRequired: 'Phone number is required!',
    phoneFormat: 'Phone number must start with 07 and be 10 digits long!',
    nationalIdRequired: 'Please input your id-number!',
    roleRequired: 'Please select a role!',
    passwordRequired,
    passwordTooShort,
    confirmPasswordRequired: 'Please confirm your password!',
    passwordMismatch: 'The two passwords do not match!',
    checkInput,
    unknownError: 'An unknown error occurred.',
    usernameFormat: 'A username is 3 to 30 letters, digits, dots, dashes or underscores.',
    alertTitle: 'Signup Errors',
  },
  reset: {
    emailRequired: 'Please input your email!',
    emailInvalid: validEmail,
    failed: 'Failed to send password reset email',
    serverError: 'Server error, Try again after a few minutes',
    modalFailed: 'Failed to send reset email. Please try again.',
  },
  logout: {
    failed: 'Logout Failed',
  },
  session: {
    welcome: (name: string) => `welcome ${name}`,
  },
  search: {
    bookingTypeRequired: 'Please select booking type',
    departureRequired: 'Please select departure',
    destinationRequired: 'Please select destination',
    dateRequired: 'Please select a date',
    // The spec says only that the date cannot be before today; it gives no wording for it.
    datePast: 'Travel date cannot be in the past',
    sameOriginDestination: 'Departure and destination cannot be the same',
    failed: 'An error occurred while searching for routes.',
    noneForJourney: 'No routes found for the selected journey.',
    noResults: 'No routes found',
    relatedRoutes: 'Showing Related Routes',
    placeUnknown:
      'We could not find that place. Check the spelling or pick a stop from the suggestions.',
    onlyRelated:
      'No matatu goes directly between these places. These journeys and routes may help.',
  },
  regions: {
    fetchFailed: 'Failed to fetch regions',
    genericError: 'An error occurred',
    fetched: 'Regions fetched successfully',
  },
  routes: {
    createFailed: 'Failed to create route',
    updateFailed: 'Failed to update route',
    getFailed: 'Failed to get route',
    saveFallback: somethingWentWrong,
    created: 'Route created successfully',
    updated: 'Route updated successfully',
  },
  members: {
    fetchFailed: 'Failed to fetch members',
    fetched: 'Members fetched successfully',
    inviteFailed: 'Failed to invite member',
    invited: 'Member invited successfully',
  },
  /** Vehicles, their wizard and the members of a Sacco: the server's answers and form rules. */
  fleet: {
    plateRequired: 'Please input the number plate!',
    plateFormat: 'Enter a Kenyan number plate such as KDA 123A.',
    plateTaken: 'A vehicle with this number plate is already registered.',
    makeRequired: 'Please input the make!',
    modelRequired: 'Please input the model!',
    yearRange: 'Enter the year the vehicle was made, from 1970 to next year.',
    seatsRange: 'Seating capacity must be a whole number from 1 to 100.',
    personRequired: 'Choose an existing account or enter an e-mail and phone number.',
    ownersRequired: 'Add at least one owner.',
    personUnknown: 'That account does not exist.',
    ownerRole: 'Only owner accounts can own a vehicle.',
    managerRole: 'Only driver accounts can drive or conduct a vehicle.',
    reasonRequired: 'Please give the reason.',
    stepsFirst: 'Complete the earlier steps first.',
    incomplete: 'Complete the vehicle details, owners and Sacco before submitting.',
    notEditable: 'This vehicle cannot be changed while it waits for approval.',
    wrongState: 'That change is not possible in the vehicle’s current state.',
    outOfScope: 'You can only manage your own vehicles or your Sacco’s vehicles.',
    decisionOutOfScope: 'Only the vehicle’s Sacco can approve, reject or suspend it.',
    noSacco: 'Your account is not attached to a Sacco.',
    submitted: 'Vehicle submitted for approval',
    approved: 'Vehicle approved',
    rejected: 'Vehicle rejected',
    suspended: 'Vehicle suspended',
    reinstated: 'Vehicle reinstated',
    memberRemoved: 'Member removed from the Sacco',
    inviteAccepted: 'Your invitation is accepted. You can now sign in.',
    inviteInvalid: 'This invitation link is invalid or has expired. Ask your Sacco for a new one.',
  },
  stations: {
    fetchFailed: 'Failed to fetch stations',
    fetched: 'Stations fetched successfully',
  },
  complaints: {
    submitFailed: 'Failed to submit complaint',
    submitError: 'Error submitting complaint',
    submitted: 'Complaint submitted successfully!',
  },
  /** Regions, stations, Saccos, routes and fares: the server's answers and form rules. */
  network: {
    regionNameRequired: 'Please input the region name!',
    regionNameTaken: 'A region with this name already exists.',
    stationNameRequired: 'Please input the station name!',
    regionRequired: 'Please select a region!',
    regionUnknown: 'That region does not exist.',
    latitudeRange: 'Latitude must be between -90 and 90.',
    longitudeRange: 'Longitude must be between -180 and 180.',
    capacityRange: 'Capacity must be a whole number from 1 to 500.',
    saccoNameRequired: 'Please input the Sacco name!',
    saccoNameTaken: 'A Sacco with this name already exists.',
    saccoRequired: 'Please select a Sacco!',
    saccoUnknown: 'That Sacco does not exist.',
    routeCodeRequired: 'Please input the route number!',
    routeCodeTaken: 'A route with this number already exists.',
    routeNameRequired: 'Please input the route name!',
    stationUnknown: 'That station does not exist.',
    originRequired: 'Please select the origin station!',
    destinationRequired: 'Please select the destination station!',
    sameEnds: 'The origin and destination must be different stations.',
    stopsTooFew: 'A route needs at least two stops.',
    stopNameRequired: 'Every stop needs a name.',
    fareAmount: 'The fare must be a whole number of shillings from 1 to 100,000.',
    fareStopsUnknown: 'Both stops must be stops of this route.',
    fareSameStops: 'The fare must be between two different stops.',
    regionArchived: 'Region archived',
    stationArchived: 'Station archived',
    saccoSuspended: 'Sacco suspended',
    stopsSaved: 'Route stops saved successfully',
    fareSaved: 'Fare saved successfully',
    fareRemoved: 'Fare removed',
    stationAdminUnknown: 'That user does not exist.',
    stationAdminRole: 'Only station admin accounts can run a station.',
    routeOutOfScope: 'You can only manage routes of your own Sacco or stations.',
  },
  /** Importing a GTFS feed: the upload's answers (the CLI prints the same words). */
  gtfs: {
    imported: 'GTFS feed imported',
    fileRequired: 'Please choose the GTFS feed (.zip file) to upload.',
    notZip: 'This file is not a .zip archive. Upload the GTFS feed as one .zip file.',
    zipDamaged: 'This .zip file is damaged and cannot be opened.',
    tooLarge: 'The file is too large: an upload may be at most 50 MB.',
    nothingImported: 'Nothing was imported. Correct the feed and try again.',
    routeCodeTaken: (code: string) =>
      `Route number ${code} already belongs to a route that this feed does not describe.`,
    routeCodeRepeated: (code: string) =>
      `Route number ${code} is given to more than one route in routes.txt.`,
  },
  guards: {
    notLoggedInTitle: 'Not Logged In',
    goToLogin: 'Go to Login',
    reload: 'Reload',
    notActivatedTitle: 'Account Not Activated',
    unauthorizedTitle: 'Unauthorized Access',
    unauthorizedText: 'You do not have permission to view this page.',
    returnHome: 'Return Home',
    goHome: 'Go Home',
  },
} as const;
