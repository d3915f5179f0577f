/** Validation messages, worded exactly as SPEC section 5 gives them (shared by forms and server). */
export declare const MSG: {
    readonly required: "Required";
    readonly mobileRequired: "Mobile is required";
    readonly mobileTooShort: "Mobile number too short";
    readonly mobileTooLong: "Mobile number too long";
    readonly otpRequired: "OTP is required";
    readonly identifierRequired: "Email or Password is required";
    readonly passwordRequired: "Password is required";
    readonly newPasswordRequired: "New password is required";
    readonly newPasswordTooShort: "Password must be at least 4 characters";
    readonly verifyMobileDigits: "Mobile number must be 10 digits";
    readonly otpDigits: "OTP must be 6 digits";
    readonly invalidEmail: "Invalid email";
    readonly mobileDigits: "Mobile must be 10 digits";
    readonly passwordTooShort: "Password must be at least 6 characters";
    readonly startDateRequired: "Start date is required";
    readonly endDateRequired: "End date is required";
    readonly endDateAfterStart: "End date must be after start date";
    readonly atLeastOne: "Must be at least 1";
    readonly nameRequired: "Name is required";
    readonly manufacturerNameRequired: "Manufacturer name is required";
    readonly addressRequired: "Address is required";
    readonly cityRequired: "City is required";
    readonly stateRequired: "State is required";
};
/** Fallback texts of SPEC section 8, shown when the server gives no message. */
export declare const FALLBACK: {
    readonly operationFailed: "Operation failed";
    readonly verificationFailed: "Verification failed";
    readonly resetFailed: "Failed to reset password";
    readonly resetDone: "Password has been reset";
    readonly profileUpdateFailed: "Failed to update profile.";
    readonly profileUpdated: "Profile updated successfully.";
    readonly unauthorized: "Unauthorized access";
    readonly invalidRole: "Invalid user role";
    readonly defaultError: "An error occurred";
    readonly loading: "Loading...";
};
