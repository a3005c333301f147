import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './auth';
import { messages } from './messages';

// Every expected text below is copied from spec/SPEC.md (§2, §5, §8), except search.datePast,
// for which the spec gives no wording. A message added without being pinned here fails the test.
describe('messages', () => {
  it('holds exactly the spec texts', () => {
    expect(messages).toStrictEqual({
      login: {
        usernameRequired: 'Please input your email or username!',
        passwordRequired: 'Please input your password!',
        passwordTooShort: 'Password must be at least 6 characters!',
        failed: 'Login Failed',
        serverError: 'server error, try again later',
        alertTitle: 'Login Error',
        modalFallback: 'Something went wrong. Please try again.',
        socialComingSoon: 'login coming soon',
      },
      api: {
        checkInput: 'Please check your input and try again.',
        notLoggedIn: 'Authentication credentials were not provided or are invalid.',
        forbidden: 'You do not have permission to perform this action.',
        notActivated:
          'Your account is not activated yet. Check your e-mail for the activation link.',
      },
      account: {
        signedUp: 'Account created. Check your e-mail for the link that activates it.',
        emailTaken: 'An account with this e-mail already exists.',
        usernameTaken: 'This username is already taken.',
        invalidCredentials: 'Invalid e-mail/username or password.',
        suspended: 'This account is suspended. Contact your Sacco or Foleni support.',
        tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
        loggedIn: 'Login successful',
        activated: 'Your account is activated. You can now sign in.',
        activationInvalid:
          'This activation link is invalid or has expired. Ask for a new one below.',
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
      signup: {
        emailInvalid: 'Please input a valid email!',
        phoneRequired: 'Phone number is required!',
        phoneFormat: 'Phone number must start with 07 and be 10 digits long!',
        nationalIdRequired: 'Please input your id-number!',
        roleRequired: 'Please select a role!',
        passwordRequired: 'Please input your password!',
        passwordTooShort: 'Password must be at least 6 characters!',
        confirmPasswordRequired: 'Please confirm your password!',
        passwordMismatch: 'The two passwords do not match!',
        checkInput: 'Please check your input and try again.',
        unknownError: 'An unknown error occurred.',
        usernameFormat: 'A username is 3 to 30 letters, digits, dots, dashes or underscores.',
        alertTitle: 'Signup Errors',
      },
      reset: {
        emailRequired: 'Please input your email!',
        emailInvalid: 'Please input a valid email!',
        failed: 'Failed to send password reset email',
        serverError: 'Server error, Try again after a few minutes',
        modalFailed: 'Failed to send reset email. Please try again.',
      },
      logout: {
        failed: 'Logout Failed',
      },
      session: {
        welcome: expect.any(Function),
      },
      search: {
        bookingTypeRequired: 'Please select booking type',
        departureRequired: 'Please select departure',
        destinationRequired: 'Please select destination',
        dateRequired: 'Please select a date',
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
        saveFallback: 'Something went wrong. Please try again.',
        created: 'Route created successfully',
        updated: 'Route updated successfully',
      },
      members: {
        fetchFailed: 'Failed to fetch members',
        fetched: 'Members fetched successfully',
        inviteFailed: 'Failed to invite member',
        invited: 'Member invited successfully',
      },
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
        inviteInvalid:
          'This invitation link is invalid or has expired. Ask your Sacco for a new one.',
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
      gtfs: {
        imported: 'GTFS feed imported',
        fileRequired: 'Please choose the GTFS feed (.zip file) to upload.',
        notZip: 'This file is not a .zip archive. Upload the GTFS feed as one .zip file.',
        zipDamaged: 'This .zip file is damaged and cannot be opened.',
        tooLarge: 'The file is too large: an upload may be at most 50 MB.',
        nothingImported: 'Nothing was imported. Correct the feed and try again.',
        routeCodeTaken: expect.any(Function),
        routeCodeRepeated: expect.any(Function),
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
    });
  });

  it('greets the user by name', () => {
    expect(messages.session.welcome('Amina')).toBe('welcome Amina');
  });

  it('names the route number in GTFS import conflicts', () => {
    expect(messages.gtfs.routeCodeTaken('107D')).toBe(
      'Route number 107D already belongs to a route that this feed does not describe.',
    );
    expect(messages.gtfs.routeCodeRepeated('107D')).toBe(
      'Route number 107D is given to more than one route in routes.txt.',
    );
  });

  it('states the same password minimum as the rule', () => {
    expect(messages.login.passwordTooShort).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
  });
});
