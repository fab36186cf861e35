@_exported import SwiftMessagesCore
